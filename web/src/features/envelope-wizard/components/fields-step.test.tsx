import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Field as WizardField } from '../../../api/rubrica-api.js';
import { aDraft, aDraftDocument, aField, aRecipient, ENVELOPE_ID, wizardApi } from './wizard-test-support.js';
import { renderApp } from '../../../testing/render-app.js';

const PATH = `/business/envelopes/${ENVELOPE_ID}/fields`;
const FIELDS = `/api/envelopes/${ENVELOPE_ID}/documents/doc-1/fields`;
const CONTENTS = `/api/envelopes/${ENVELOPE_ID}/documents/doc-1/contents`;
/** The fixture's pages are 600 × 800 points. */
const PAGE_WIDTH = 600;

const signer = aRecipient({ id: 'r-signer', name: 'Ana Lima', email: 'ana@example.com' });
const viewer = aRecipient({
  id: 'r-viewer',
  name: 'Bruno Reis',
  email: 'bruno@example.com',
  type: 'carbon-copy',
});

const open = async (envelope = aDraft({ recipients: [signer, viewer] }), routes = {}) => {
  const api = wizardApi(envelope, {
    [`POST ${FIELDS}`]: { status: 201, body: { id: 'f-new' } },
    [`POST ${CONTENTS}`]: { status: 201, body: { id: 'c-new' } },
    ...routes,
  });
  const view = renderApp(PATH);
  await screen.findByRole('heading', { name: 'Posicione os campos' });
  return { ...view, api };
};

const palette = () => screen.getByRole('complementary', { name: 'Campos e conteúdos' });
const fieldItem = (name: string) =>
  within(within(palette()).getByRole('list', { name: 'Campos' })).getByRole<HTMLButtonElement>('button', {
    name,
  });
const contentItem = (name: string) =>
  within(within(palette()).getByRole('list', { name: 'Conteúdos' })).getByRole<HTMLButtonElement>('button', {
    name,
  });
const settings = () => screen.getByRole('complementary', { name: 'Configurações do elemento' });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Avançar' }));

const shrink = (element: HTMLElement) => {
  fireEvent.pointerDown(within(element).getByTestId('resize-handle'), { clientX: 300, clientY: 300 });
  fireEvent.pointerMove(window, { clientX: -2000, clientY: -2000 });
  fireEvent.pointerUp(window);
};

describe('fields step: placing', () => {
  it('keeps an initial at least 40 points wide and a signature at least 60, and sends fractions of the page', async () => {
    const { api, router } = await open();
    fireEvent.click(fieldItem('Rubrica'));
    shrink(screen.getAllByTestId('placed-element')[0]!);
    fireEvent.click(fieldItem('Assinatura'));
    shrink(screen.getAllByTestId('placed-element')[1]!);
    next();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/review`),
    );

    const [initial, signature] = api.to(`POST ${FIELDS}`).map((request) => request.body as WizardField);
    expect(initial!.type).toBe('initial');
    expect(initial!.widgets[0]!.width * PAGE_WIDTH).toBeCloseTo(40);
    expect(signature!.type).toBe('signature');
    expect(signature!.widgets[0]!.width * PAGE_WIDTH).toBeCloseTo(60);
    for (const widget of [initial!.widgets[0]!, signature!.widgets[0]!]) {
      expect(widget.page).toBe(1);
      for (const value of [widget.x_axis, widget.y_axis, widget.width, widget.height]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
    }
    expect(initial).toMatchObject({ recipient_id: 'r-signer' });
  });

  it('moves an element inside its page', async () => {
    const { api } = await open();
    fireEvent.click(fieldItem('Assinatura'));
    const element = screen.getByTestId('placed-element');
    fireEvent.pointerDown(element, { clientX: 100, clientY: 100 });
    fireEvent.pointerMove(window, { clientX: 5000, clientY: 5000 });
    fireEvent.pointerUp(window);
    next();
    await waitFor(() => expect(api.to(`POST ${FIELDS}`)).toHaveLength(1));
    const widget = (api.to(`POST ${FIELDS}`)[0]!.body as WizardField).widgets[0]!;
    expect(widget.x_axis + widget.width).toBeCloseTo(1);
    expect(widget.y_axis + widget.height).toBeCloseTo(1);
  });

  it('places an element dropped from the palette where it is dropped', async () => {
    const { api } = await open();
    fireEvent.drop(screen.getByTestId('page-2'), {
      dataTransfer: { getData: () => 'field:date' },
      clientX: 0,
      clientY: 0,
    });
    fireEvent.change(within(settings()).getByLabelText(/^Data/), { target: { value: '2030-05-01' } });
    next();
    await waitFor(() => expect(api.to(`POST ${FIELDS}`)).toHaveLength(1));
    expect(api.to(`POST ${FIELDS}`)[0]!.body).toMatchObject({
      type: 'date',
      value: '2030-05-01',
      widgets: [{ page: 2 }],
    });
  });

  it('gives signature, initial, text, checkbox and dropdown only to signers', async () => {
    await open();
    fireEvent.change(within(palette()).getByLabelText('Destinatário'), { target: { value: 'r-viewer' } });
    for (const name of ['Assinatura', 'Rubrica', 'Texto', 'Caixa de seleção', 'Lista de opções'])
      expect(fieldItem(name).disabled).toBe(true);
    for (const name of ['Data', 'Comentários', 'QR code']) expect(fieldItem(name).disabled).toBe(false);
  });

  it("colours each recipient's fields with the recipient's colour", async () => {
    await open();
    fireEvent.click(fieldItem('Data'));
    fireEvent.change(within(palette()).getByLabelText('Destinatário'), { target: { value: 'r-viewer' } });
    fireEvent.click(fieldItem('Data'));
    const [first, second] = screen.getAllByTestId('placed-element');
    expect(first!.style.borderColor).not.toBe(second!.style.borderColor);
  });
});

describe('fields step: settings', () => {
  it('needs a dropdown title up to 40 characters and an option typed with Enter', async () => {
    const { api, router } = await open();
    fireEvent.click(fieldItem('Lista de opções'));
    next();
    expect(await screen.findByText('Corrija as configurações destacadas antes de avançar.')).toBeTruthy();
    expect(within(settings()).getByText('Informe o título.')).toBeTruthy();
    expect(within(settings()).getByText('Adicione pelo menos uma opção.')).toBeTruthy();
    expect(api.to(`POST ${FIELDS}`)).toHaveLength(0);

    const title = within(settings()).getByLabelText(/^Título/);
    fireEvent.change(title, { target: { value: 'x'.repeat(41) } });
    expect(within(settings()).getByText('O título pode ter até 40 caracteres.')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Estado civil' } });
    const option = within(settings()).getByLabelText(/^Opções/);
    fireEvent.change(option, { target: { value: 'Solteiro' } });
    fireEvent.keyDown(option, { key: 'Enter' });
    fireEvent.change(option, { target: { value: 'Casado' } });
    fireEvent.keyDown(option, { key: 'Enter' });
    expect(within(settings()).getByRole('list', { name: 'Opções' }).textContent).toContain('Solteiro');

    next();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/review`),
    );
    expect(api.to(`POST ${FIELDS}`)[0]!.body).toMatchObject({
      type: 'dropdown',
      title: 'Estado civil',
      options: ['Solteiro', 'Casado'],
    });
  });

  it('needs a comment of at most 100 characters', async () => {
    const { api } = await open();
    fireEvent.click(contentItem('Comentário'));
    const comment = within(settings()).getByLabelText(/^Comentário/);
    fireEvent.change(comment, { target: { value: 'x'.repeat(101) } });
    expect(within(settings()).getByText('101/100')).toBeTruthy();
    expect(within(settings()).getByText('O comentário pode ter até 100 caracteres.')).toBeTruthy();
    next();
    expect(await screen.findByText('Corrija as configurações destacadas antes de avançar.')).toBeTruthy();
    fireEvent.change(comment, { target: { value: 'Conferido' } });
    next();
    await waitFor(() => expect(api.to(`POST ${CONTENTS}`)).toHaveLength(1));
    expect(api.to(`POST ${CONTENTS}`)[0]!.body).toMatchObject({
      type: 'comment',
      value: 'Conferido',
      page: 1,
    });
  });

  it('needs the date of a date field', async () => {
    const { api } = await open();
    fireEvent.click(fieldItem('Data'));
    next();
    expect(await within(settings()).findByText('Informe a data.')).toBeTruthy();
    expect(api.to(`POST ${FIELDS}`)).toHaveLength(0);
  });
});

describe('fields step: saving', () => {
  it('creates new elements, updates changed ones, deletes removed ones and leaves the rest alone', async () => {
    const saved = (id: string, x: number): WizardField =>
      aField({ id, widgets: [{ page: 1, x_axis: x, y_axis: 0.1, width: 0.2, height: 0.07 }] });
    const envelope = aDraft({
      recipients: [signer],
      documents: [
        aDraftDocument({ fields: [saved('f-keep', 0.1), saved('f-move', 0.4), saved('f-drop', 0.7)] }),
      ],
    });
    const { api, router } = await open(envelope, {
      [`PATCH ${FIELDS}/f-move`]: { body: { id: 'f-move' } },
      [`DELETE ${FIELDS}/f-drop`]: { status: 204 },
    });
    const [, move, drop] = screen.getAllByTestId('placed-element');
    fireEvent.pointerDown(move!, { clientX: 100, clientY: 100 });
    // Pages show 720 px wide, so a 600 × 800 page is 960 px tall: 96 px is a tenth of it.
    fireEvent.pointerMove(window, { clientX: 100, clientY: 196 });
    fireEvent.pointerUp(window);
    fireEvent.pointerDown(drop!, { clientX: 0, clientY: 0 });
    fireEvent.pointerUp(window);
    fireEvent.click(within(settings()).getByRole('button', { name: 'Excluir elemento' }));
    fireEvent.click(fieldItem('Rubrica'));
    next();

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/review`),
    );
    expect(api.to(`DELETE ${FIELDS}/f-drop`)).toHaveLength(1);
    const patch = api.to(`PATCH ${FIELDS}/f-move`);
    expect(patch).toHaveLength(1);
    expect((patch[0]!.body as WizardField).widgets[0]!.y_axis).toBeCloseTo(0.2);
    expect(api.to(`POST ${FIELDS}`)).toHaveLength(1);
    expect(api.requests.filter((request) => request.path.includes('f-keep'))).toHaveLength(0);
  });
});
