import { PopupBlocked, type PostLinkInput } from '../../../machines/agentSearch.ts';
import { type FormPost, formPostFor } from '../../domain/agent/policyLinks.ts';
import { displayName } from '../../domain/session/sessionClaims.ts';
import type { AppServices } from '../../services/services.ts';
import { uiConfigLoaded } from '../../services/siteConfig.ts';

const LEGACY_WINDOW = 'epd-legacy-system';

/** Hidden fields and a submit: the token travels in the body, never in an address. */
function submitForm(post: FormPost, target: string) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = post.action;
  form.target = target;
  form.hidden = true;
  for (const [name, value] of Object.entries(post.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/**
 * Is the other system there? A post to a host that is down would leave the agent on the browser's
 * own error page; an opaque request first tells a network failure apart (its answer is not read).
 */
async function reachable(action: string, signal: AbortSignal) {
  await fetch(action, { method: 'GET', mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal });
}

/**
 * SPEC §2/§7 form posts: the legacy system in a popup (opened at once, inside the agent's click, or
 * the browser blocks it), the single-sign-on target in this tab.
 */
export async function postLink(
  { session, siteConfig }: Pick<AppServices, 'session' | 'siteConfig'>,
  link: PostLinkInput,
  signal: AbortSignal,
): Promise<void> {
  const popup = link.kind === 'legacy' ? window.open('about:blank', LEGACY_WINDOW) : null;
  if (link.kind === 'legacy' && !popup) throw new PopupBlocked();
  try {
    const config = await uiConfigLoaded(siteConfig);
    const { authToken, identity } = session.getSnapshot().context;
    if (!authToken) throw new Error('Not signed in');
    const post = formPostFor(link, {
      legacySystemUrl: config.legacySystemUrl,
      ssoEndpoint: config.v2SsoEndpoint,
      sessionToken: authToken,
      agentName: displayName(identity) ?? '',
    });
    if (!post) throw new Error('No address is configured for this link');
    await reachable(post.action, signal);
    submitForm(post, post.target === 'popup' ? LEGACY_WINDOW : '_self');
  } catch (error) {
    popup?.close();
    throw error;
  }
}
