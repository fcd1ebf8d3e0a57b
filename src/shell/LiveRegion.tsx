import { useAnnouncement } from './landing.ts';
import { useShellText } from './shellText.ts';

/**
 * The shell's one polite live region (decision 352): what the last step did and what comes next, in the
 * chosen language. Each message is a new node, so words said twice are read twice.
 */
export function LiveRegion() {
  const { texts, id } = useAnnouncement();
  const write = useShellText();
  return (
    <div id="announcer" className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {texts.length > 0 && <span key={id}>{texts.map(write).join(' ')}</span>}
    </div>
  );
}
