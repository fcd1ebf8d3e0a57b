import { type Message, message, textCatalog } from './message.ts';

/**
 * Words the portal does not own, shown as they came (SPEC §8: "Raw error text"): a server's message no
 * catalog holds, an Error's own text. Decision 490.
 */
export const RAW_TEXTS = textCatalog('raw', {
  text: (text: string) => text,
});

export const rawMessage = (text: string): Message => message(RAW_TEXTS, 'text', text);
