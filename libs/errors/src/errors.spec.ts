import { BadRequestException, NotFoundException, InternalServerErrorException } from '@nestjs/common';
import { AppError, ErrorStatus } from './app-error.js';
import { toErrorResponse } from './to-error-response.js';
import { fromWireError, toWireError } from './wire-error.js';

describe('toErrorResponse', () => {
  it('keeps an expected error status, message and field errors', () => {
    const error = AppError.validation({ title: ['The title field is required.'] });
    expect(toErrorResponse(error)).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        code: 'validation.failed',
        errors: { title: ['The title field is required.'] },
      },
    });
  });

  it('keeps 402 and 412 as the spec names them', () => {
    expect(
      toErrorResponse(new AppError('billing.no_credits', ErrorStatus.PaymentRequired, 'no credits available'))
        .status,
    ).toBe(402);
    expect(
      toErrorResponse(
        new AppError(
          'billing.payment_in_progress',
          ErrorStatus.PreconditionFailed,
          'You already have a payment in progress',
        ),
      ).status,
    ).toBe(412);
  });

  it('turns an unknown error into a 500 that shows only a correlation id', () => {
    const result = toErrorResponse(new Error('connection refused to 10.0.0.5 password=secret'), 'abc-123');
    expect(result.status).toBe(500);
    expect(result.body).toEqual({ message: 'Server error.', code: 'internal', correlation_id: 'abc-123' });
    expect(JSON.stringify(result.body)).not.toContain('secret');
    expect(result.unexpected?.correlationId).toBe('abc-123');
  });

  it('keeps framework 4xx statuses without leaking framework wording shapes', () => {
    expect(toErrorResponse(new NotFoundException())).toMatchObject({
      status: 404,
      body: { message: 'Not Found' },
    });
    expect(toErrorResponse(new BadRequestException('Unexpected token in JSON'))).toEqual({
      status: 400,
      body: { message: 'Unexpected token in JSON', code: 'http.400' },
    });
  });

  it('hides framework 5xx details too', () => {
    const result = toErrorResponse(new InternalServerErrorException('db down'), 'id-1');
    expect(result.body).toEqual({ message: 'Server error.', code: 'internal', correlation_id: 'id-1' });
  });
});

describe('wire errors', () => {
  it('round-trip an AppError across the bus unchanged', () => {
    const original = new AppError('envelope.not_found', ErrorStatus.NotFound, 'Envelope not found.', {
      id: ['unknown'],
    });
    const rebuilt = fromWireError(JSON.parse(JSON.stringify(toWireError(original))));
    expect(rebuilt).toBeInstanceOf(AppError);
    expect(rebuilt).toMatchObject({
      code: 'envelope.not_found',
      status: 404,
      message: 'Envelope not found.',
      errors: { id: ['unknown'] },
    });
  });

  it('keeps a framework 4xx as data with a generic code', () => {
    expect(toWireError(new BadRequestException('page must be a number'))).toEqual({
      code: 'http.400',
      status: 400,
      message: 'page must be a number',
    });
  });

  it('never sends an unexpected error’s text over the bus', () => {
    const wire = toWireError(new TypeError('x is undefined at secret.ts:10'));
    expect(wire).toEqual({ code: 'internal', status: 500, message: 'Server error.' });
  });
});
