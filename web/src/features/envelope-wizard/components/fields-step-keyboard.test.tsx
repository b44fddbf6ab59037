import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../testing/render-app.js';
import type { Field as WizardField } from '../../../api/rubrica-api.js';
import { aDraft, aRecipient, ENVELOPE_ID, wizardApi } from './wizard-test-support.js';

const PATH = `/business/envelopes/${ENVELOPE_ID}/fields`;
const FIELDS = `/api/envelopes/${ENVELOPE_ID}/documents/doc-1/fields`;
/** The fixture's pages are 600 × 800 points; pages show 720 px wide (960 px tall). */
const PAGE = { width: 600, height: 800 };

const signer = aRecipient({ id: 'r-signer', name: 'Ana Lima', email: 'ana@example.com' });

const open = async () => {
  const api = wizardApi(aDraft({ recipients: [signer] }), {
    [`POST ${FIELDS}`]: { status: 201, body: { id: 'f-new' } },
  });
  const view = renderApp(PATH);
  await screen.findByRole('heading', { name: 'Posicione os campos' });
  return { ...view, api };
};

const place = (name: string) =>
  fireEvent.click(within(screen.getByRole('list', { name: 'Campos' })).getByRole('button', { name }));
const press = (element: HTMLElement, key: string, times = 1, shiftKey = false) => {
  for (let index = 0; index < times; index += 1) fireEvent.keyDown(element, { key, shiftKey });
};
/** Goes on to the review step and answers the widgets the fields step sent, in order. */
const savedWidgets = async (view: Awaited<ReturnType<typeof open>>) => {
  fireEvent.click(screen.getByRole('button', { name: 'Avançar' }));
  await waitFor(() =>
    expect(view.router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/review`),
  );
  return view.api.to(`POST ${FIELDS}`).map((request) => (request.body as WizardField).widgets[0]!);
};

describe('fields step: keyboard', () => {
  it('focuses a placed element, labelled with its type and the keys that move it', async () => {
    await open();
    place('Assinatura');
    const element = screen.getByRole('button', { name: 'Elemento Assinatura' });
    expect(document.activeElement).toBe(element);
    expect(element.getAttribute('aria-describedby')).toBe('wizard-element-keys');
    expect(document.getElementById('wizard-element-keys')!.textContent).toContain('Shift');
  });

  it('moves the element with the arrows, 5 points a press', async () => {
    const view = await open();
    place('Assinatura');
    const element = screen.getByTestId('placed-element');
    press(element, 'ArrowRight', 2);
    press(element, 'ArrowDown');
    press(element, 'ArrowUp', 2);
    const [widget] = await savedWidgets(view);
    // Placed at 8% of the page on both axes.
    expect(widget!.x_axis * PAGE.width).toBeCloseTo(0.08 * PAGE.width + 10);
    expect(widget!.y_axis * PAGE.height).toBeCloseTo(0.08 * PAGE.height - 5);
    expect(widget!.width * PAGE.width).toBeCloseTo(160);
  });

  it('keeps the moved element inside its page', async () => {
    const view = await open();
    place('Assinatura');
    place('Assinatura');
    const [first, second] = screen.getAllByTestId('placed-element');
    // Placed 48 points from the left edge: the tenth press left would pass it.
    press(first!, 'ArrowLeft', 10);
    press(first!, 'ArrowUp', 14);
    // Dragged to the bottom right corner, then pushed further with the keys.
    fireEvent.pointerDown(second!, { clientX: 0, clientY: 0 });
    fireEvent.pointerMove(window, { clientX: 5000, clientY: 5000 });
    fireEvent.pointerUp(window);
    press(second!, 'ArrowRight', 2);
    press(second!, 'ArrowDown', 2);
    const [topLeft, bottomRight] = await savedWidgets(view);
    expect(topLeft!.x_axis).toBe(0);
    expect(topLeft!.y_axis).toBe(0);
    expect(bottomRight!.x_axis + bottomRight!.width).toBeCloseTo(1);
    expect(bottomRight!.y_axis + bottomRight!.height).toBeCloseTo(1);
  });

  it('resizes with Shift + arrows down to 40 points for an initial and 60 for others', async () => {
    const view = await open();
    place('Rubrica');
    // 60 points wide when placed: the fifth press would take it under 40.
    press(screen.getAllByTestId('placed-element')[0]!, 'ArrowLeft', 5, true);
    place('Assinatura');
    const signature = screen.getAllByTestId('placed-element')[1]!;
    press(signature, 'ArrowRight', 4, true);
    press(signature, 'ArrowDown', 2, true);
    place('Data');
    // 140 points wide when placed: the seventeenth press would take it under 60.
    press(screen.getAllByTestId('placed-element')[2]!, 'ArrowLeft', 17, true);
    const settings = screen.getByRole('complementary', { name: 'Configurações do elemento' });
    fireEvent.change(within(settings).getByLabelText(/^Data/), { target: { value: '2030-05-01' } });
    const [initial, grown, date] = await savedWidgets(view);
    expect(initial!.width * PAGE.width).toBeCloseTo(40);
    expect(grown!.width * PAGE.width).toBeCloseTo(180);
    expect(grown!.height * PAGE.height).toBeCloseTo(66);
    expect(date!.width * PAGE.width).toBeCloseTo(60);
  });

  it('removes the focused element with Delete', async () => {
    await open();
    place('Data');
    press(screen.getByTestId('placed-element'), 'Delete');
    expect(screen.queryByTestId('placed-element')).toBeNull();
  });
});

describe('fields step: touch', () => {
  it('drags an element with a finger, ignoring a second finger', async () => {
    const view = await open();
    place('Assinatura');
    const element = screen.getByTestId('placed-element');
    fireEvent.pointerDown(element, { pointerId: 7, pointerType: 'touch', clientX: 100, clientY: 100 });
    // 72 px is a tenth of the page's 720 px width; another finger's moves do nothing.
    fireEvent.pointerMove(window, { pointerId: 8, pointerType: 'touch', clientX: 600, clientY: 600 });
    fireEvent.pointerMove(window, { pointerId: 7, pointerType: 'touch', clientX: 172, clientY: 100 });
    fireEvent.pointerUp(window, { pointerId: 7, pointerType: 'touch' });
    fireEvent.pointerMove(window, { pointerId: 7, pointerType: 'touch', clientX: 700, clientY: 700 });
    const [widget] = await savedWidgets(view);
    expect(widget!.x_axis).toBeCloseTo(0.18);
    expect(widget!.y_axis).toBeCloseTo(0.08);
  });

  it('resizes from the handle with a finger', async () => {
    const view = await open();
    place('Assinatura');
    const handle = within(screen.getByTestId('placed-element')).getByTestId('resize-handle');
    fireEvent.pointerDown(handle, { pointerId: 3, pointerType: 'touch', clientX: 0, clientY: 0 });
    fireEvent.pointerMove(window, { pointerId: 3, pointerType: 'touch', clientX: 72, clientY: 0 });
    fireEvent.pointerCancel(window, { pointerId: 3, pointerType: 'touch' });
    const [widget] = await savedWidgets(view);
    expect(widget!.width * PAGE.width).toBeCloseTo(160 + 60);
  });
});
