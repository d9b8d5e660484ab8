// WordPress REST errors: `{ code, message, data: { status, ... } }`, the shape WordPress clients read.

export interface RestError {
  code: string;
  message: string;
  data: { status: number; [key: string]: unknown };
}

export function restError(code: string, message: string, status: number, extra: Record<string, unknown> = {}): RestError {
  return { code, message, data: { status, ...extra } };
}

export function isRestError(value: unknown): value is RestError {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<RestError>;
  return typeof v.code === 'string' && typeof v.message === 'string' && typeof v.data?.status === 'number';
}

export const noRouteError = (): RestError => restError('rest_no_route', 'No route was found matching the URL and request method.', 404);

/**
 * A request for a context the visitor may not see (`context=edit` without being signed in).
 * 401 as WordPress answers anonymous visitors (`rest_authorization_required_code()`); signed-in
 * users without the capability get 403 once REST authentication exists.
 */
export const forbiddenContextError = (message: string): RestError => restError('rest_forbidden_context', message, 401);

export const internalError = (): RestError => restError('internal_server_error', 'There has been a critical error on this website.', 500);
