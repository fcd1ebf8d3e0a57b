/** Keys whose values are secret or personal: tokens, keys, passwords, e-mail addresses, account and card numbers. */
const SECRET_KEY =
  /password|token|authori[sz]ation|e-?mail|account|card(number)?$|routing|confirmationkey|secret/i;

export const REDACTED = '[redacted]';

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * A copy of plain data with every secret or personal value replaced, for what leaves the page for a
 * developer's tools (the state inspector). Only plain objects and arrays are copied; actor references
 * and class instances pass through as they are, so the inspector still names them.
 */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(redactSecrets) as T;
  if (!isPlain(value)) return value;
  // A form's edit event names its field: `{ field: 'password', value: '…' }`.
  const namesSecret = typeof value.field === 'string' && SECRET_KEY.test(value.field);
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const secret = SECRET_KEY.test(key) || (namesSecret && key === 'value');
      const present = inner !== null && inner !== undefined && inner !== '';
      return [key, secret && present ? REDACTED : redactSecrets(inner)];
    }),
  ) as T;
}
