import { useServices } from '../../services/useServices.ts';
import './agent-case.css';

/** Every agent page has its way out, at the top, before anything that loads. */
export function AgentPageBar({ onBack }: { onBack: () => void }) {
  const { logout } = useServices();
  return (
    <nav className="agent-page-bar" aria-label="Agent">
      <button type="button" className="button button--secondary" onClick={onBack}>
        Back to Policy List
      </button>
      <button type="button" className="button button--secondary" onClick={logout}>
        Log out
      </button>
    </nav>
  );
}
