import { createContext, useContext, useEffect } from 'react';

import type { WizardEnvelope } from '../api/wizard-api.js';

/** Saves the step's unsaved work; resolves false when it could not (errors are shown). */
export type SaveStep = () => Promise<boolean>;

export interface WizardContextValue {
  envelopeId: string | undefined;
  envelope: WizardEnvelope | undefined;
  /** The step hands in how to save itself, for the leave modal's save-and-close. */
  registerSave: (save: SaveStep) => void;
  /** Moves on after the step saved itself (no leave modal). */
  goTo: (href: string) => void;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export const useWizard = (): WizardContextValue => {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside the envelope wizard');
  return value;
};

/** Registers the step's save function (the latest one wins, so it sees the latest state). */
export const useRegisterSave = (save: SaveStep): void => {
  const { registerSave } = useWizard();
  useEffect(() => registerSave(save));
};
