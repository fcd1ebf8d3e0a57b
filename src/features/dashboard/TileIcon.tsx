import type { TileIcon } from '../../domain/journey/dashboardTiles.ts';

const PATHS: Record<TileIcon, string> = {
  file: 'M6 2h8l4 4v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V7h3.5M8 12h8M8 16h8M8 8h3',
  check: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-4 10 3 3 5-6',
  delivery: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
  status: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 5v6l4 2',
};

/** Decorative: the tile's sentence says everything the icon does. `file` is SPEC's file icon. */
export function TileIconView({ icon }: { icon: TileIcon }) {
  return (
    <svg
      className="tile__icon"
      data-icon={icon}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}
