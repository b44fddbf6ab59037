import { fireEvent, screen, within } from '@testing-library/react';

/** The open dialog. */
export const dialog = () => screen.getByRole('dialog');

/** Types `value` into the open dialog's field labelled `label`. */
export const typeInDialog = (label: string | RegExp, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

/** Presses the open dialog's button named `name`. */
export const clickInDialog = (name: string | RegExp) =>
  fireEvent.click(within(dialog()).getByRole('button', { name }));
