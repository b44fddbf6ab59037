import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { createI18n } from '../i18n/create-i18n.js';
import { StateBadge } from './state-badge.js';

const renderBadge = (element: ReactElement) =>
  render(<I18nextProvider i18n={createI18n('en')}>{element}</I18nextProvider>);

describe('StateBadge', () => {
  it('reads "Approved" for a done approver, "Signed" for a done signer', () => {
    renderBadge(<StateBadge kind="recipient" state="done" recipientType="approver" />);
    expect(screen.getByText('Approved')).toBeTruthy();
    renderBadge(<StateBadge kind="recipient" state="done" recipientType="signer" />);
    expect(screen.getByText('Signed')).toBeTruthy();
    renderBadge(<StateBadge kind="recipient" state="waiting" recipientType="approver" />);
    expect(screen.getByText('Waiting')).toBeTruthy();
  });
});
