import { describe, expect, it } from 'vitest';
import { ApiError, formatErrorDescription, splitFormErrors, toFormFieldName } from './api-error';
import { errorFromBody } from './http';

describe('error formatting', () => {
  it('turns an OAuth error_description into a sentence', () => {
    expect(formatErrorDescription('invalid_username_or_password')).toBe(
      'Invalid username or password',
    );
    expect(formatErrorDescription('too_many_failed_sign_in_attempts_try_again_later')).toBe(
      'Too many failed sign in attempts try again later',
    );
  });

  it('lower-cases the first letter of server field names', () => {
    expect(toFormFieldName('PlanName')).toBe('planName');
    expect(toFormFieldName('email')).toBe('email');
  });

  it('puts the first message per field into the form and the rest at form level', () => {
    const error = new ApiError('Validation failed', {
      status: 400,
      fieldErrors: {
        PlanName: ['Plan Name should have maximum of 256 characters', 'second'],
        Description: ['Description should have maximum of 512 characters'],
        Other: ['Other is wrong'],
      },
    });
    expect(splitFormErrors(error, ['planName', 'description'])).toEqual({
      fields: [
        { name: 'planName', errors: ['Plan Name should have maximum of 256 characters'] },
        { name: 'description', errors: ['Description should have maximum of 512 characters'] },
      ],
      formMessage: 'Other is wrong',
    });
  });

  it('shows an error without field errors at form level', () => {
    const error = new ApiError('Insufficient Stock', { status: 422 });
    expect(splitFormErrors(error, ['qty'])).toEqual({
      fields: [],
      formMessage: 'Insufficient Stock',
    });
  });
});

describe('error bodies', () => {
  const response = (status: number, statusText = '') => new Response(null, { status, statusText });

  it('prefers the auth error_description', () => {
    const error = errorFromBody(response(429), {
      error: 'too_many_attempts',
      error_description: 'too_many_failed_sign_in_attempts_try_again_later',
    });
    expect(error.message).toBe('Too many failed sign in attempts try again later');
    expect(error.status).toBe(429);
  });

  it('uses the server message, else the call default, else the HTTP status text', () => {
    expect(errorFromBody(response(409), { message: 'Plan exists', code: 'CONFLICT' }).message).toBe(
      'Plan exists',
    );
    expect(errorFromBody(response(500), { message: '' }, 'Could not save the plan').message).toBe(
      'Could not save the plan',
    );
    expect(errorFromBody(response(502, 'Bad Gateway'), null).message).toBe('Bad Gateway');
  });

  it('keeps field errors and the error code', () => {
    const error = errorFromBody(response(400), {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Invalid',
      errors: { planName: ['Plan Name is required'] },
    });
    expect(error.code).toBe('VALIDATION');
    expect(error.fieldErrors).toEqual({ planName: ['Plan Name is required'] });
  });
});
