/**
 * Zoom and pan for one drawn statechart: the SVG keeps its natural size inside a fixed window, scaled
 * and moved with a CSS transform. Buttons, Ctrl/⌘ + wheel, dragging and the keyboard (arrows, + - 0)
 * move it; the scale starts where
 * the whole width fits, but never below the point where the labels stop being readable.
 */

/** Below this the labels (Mermaid's 16 px) drop under 12 px: pan instead. */
const MIN_READABLE_SCALE = 0.75;
const MAX_SCALE = 3;
const STEP = 1.25;

export interface Zoom {
  scale(): number;
  zoomBy(factor: number): void;
  fitWidth(): void;
  /** Moves the drawing so these elements (the current states) sit in the middle of the window. */
  centreOn(elements: Element[]): void;
  /** Whether the whole width fits at a readable scale. */
  fitsReadably(): boolean;
}

export function attachZoom(frame: HTMLElement, svg: SVGSVGElement): Zoom {
  const box = svg.viewBox.baseVal;
  const width = box?.width || svg.getBoundingClientRect().width;
  const height = box?.height || svg.getBoundingClientRect().height;
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.style.maxWidth = 'none';
  svg.style.transformOrigin = '0 0';
  let scale = 1;
  let x = 0;
  let y = 0;
  const apply = () => {
    svg.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
    frame.dataset.scale = scale.toFixed(3);
    frame.style.height = `${Math.min(Math.max(height * scale, 120), 560)}px`;
  };
  const zoomBy = (factor: number) => {
    scale = Math.min(MAX_SCALE, Math.max(0.2, scale * factor));
    apply();
  };
  const fitWidth = () => {
    const available = frame.clientWidth || width;
    scale = Math.min(1, Math.max(MIN_READABLE_SCALE, available / width));
    x = 0;
    y = 0;
    apply();
  };
  frame.addEventListener(
    'wheel',
    (event) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      zoomBy(event.deltaY < 0 ? STEP : 1 / STEP);
    },
    { passive: false },
  );
  let drag: { x: number; y: number } | null = null;
  frame.addEventListener('pointerdown', (event) => {
    drag = { x: event.clientX - x, y: event.clientY - y };
    frame.setPointerCapture(event.pointerId);
  });
  frame.addEventListener('pointermove', (event) => {
    if (!drag) return;
    x = event.clientX - drag.x;
    y = event.clientY - drag.y;
    apply();
  });
  frame.addEventListener('pointerup', () => {
    drag = null;
  });
  const PAN: Record<string, [number, number]> = {
    ArrowLeft: [40, 0],
    ArrowRight: [-40, 0],
    ArrowUp: [0, 40],
    ArrowDown: [0, -40],
  };
  frame.tabIndex = 0;
  frame.addEventListener('keydown', (event) => {
    const pan = PAN[event.key];
    if (pan) {
      x += pan[0];
      y += pan[1];
      apply();
    } else if (event.key === '+' || event.key === '=') zoomBy(STEP);
    else if (event.key === '-') zoomBy(1 / STEP);
    else if (event.key === '0') fitWidth();
    else return;
    event.preventDefault();
  });
  const centreOn = (elements: Element[]) => {
    if (!elements.length) return;
    const origin = svg.getBoundingClientRect();
    const boxes = elements.map((e) => e.getBoundingClientRect());
    const left = Math.min(...boxes.map((b) => b.left)) - origin.left;
    const right = Math.max(...boxes.map((b) => b.right)) - origin.left;
    const top = Math.min(...boxes.map((b) => b.top)) - origin.top;
    const bottom = Math.max(...boxes.map((b) => b.bottom)) - origin.top;
    const visibleWidth = frame.clientWidth;
    const visibleHeight = frame.clientHeight;
    // Only where the states are not already in view, and never past the drawing's own edges.
    if (left + x >= 0 && right + x <= visibleWidth && top + y >= 0 && bottom + y <= visibleHeight) return;
    x = Math.min(0, Math.max(visibleWidth - width * scale, visibleWidth / 2 - (left + right) / 2));
    y = Math.min(0, Math.max(visibleHeight - height * scale, visibleHeight / 2 - (top + bottom) / 2));
    apply();
  };
  const fitsReadably = () => (frame.clientWidth || width) >= width * MIN_READABLE_SCALE;
  fitWidth();
  return { scale: () => scale, zoomBy, fitWidth, centreOn, fitsReadably };
}

export const ZOOM_STEP = STEP;
