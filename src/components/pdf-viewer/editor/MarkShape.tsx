import type { Mark } from '../../../../machines/annotationEditor.ts';
import { ANNOTATION_LIMITS } from '../../../domain/annotationLimits.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { MARK_STYLE } from './markStyle.ts';
import { EDITOR_TEXTS } from './messages.ts';
import { unionBox } from './pageSpace.ts';
import { pathOf } from './StrokePad.tsx';
import { SIGNATURE_FONT } from './signatureText.ts';

function Shape({ mark }: { mark: Mark }) {
  switch (mark.type) {
    case 'highlight':
      return mark.rects.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a highlight's rectangles never change
        <rect key={i} {...r} fill={ANNOTATION_LIMITS.highlightColour} className="pdf-editor__highlight" />
      ));
    case 'ink':
      return (
        <path
          d={mark.paths.map(pathOf).join(' ')}
          stroke={MARK_STYLE.inkColour}
          strokeWidth={MARK_STYLE.inkWidth}
          className="pdf-editor__stroke"
        />
      );
    case 'stamp':
      return <image href={mark.image.png} {...mark.box} preserveAspectRatio="none" />;
    case 'signature': {
      const { box, signature } = mark;
      if (signature.kind === 'typed')
        return (
          <text
            x={box.x}
            y={box.y + box.height * 0.8}
            fontSize={box.height * 0.8}
            fontStyle="italic"
            fontFamily={SIGNATURE_FONT}
            fill={MARK_STYLE.signatureColour}
            textLength={box.width}
            lengthAdjust="spacingAndGlyphs"
          >
            {signature.text}
          </text>
        );
      const scale = box.width / signature.size.width;
      return (
        <g transform={`translate(${box.x} ${box.y}) scale(${scale})`} stroke={MARK_STYLE.signatureColour}>
          <path d={signature.paths.map(pathOf).join(' ')} strokeWidth={2} className="pdf-editor__stroke" />
        </g>
      );
    }
  }
}

/** A typed signature's words are on screen, so they are in its name too (WCAG 2.5.3, label in name). */
function labelOf(mark: Mark, t: typeof EDITOR_TEXTS) {
  const name = `${t.mark[mark.type]} ${t.onPage} ${mark.page + 1}`;
  return mark.type === 'signature' && mark.signature.kind === 'typed'
    ? `${name}: ${mark.signature.text}`
    : name;
}

function outline(mark: Mark) {
  if (mark.type === 'highlight') return unionBox(mark.rects);
  if (mark.type === 'ink')
    return unionBox(mark.paths.flat().map(([x, y]) => ({ x, y, width: 0, height: 0 })));
  return mark.box;
}

/** One mark, focusable and chosen with a click, Enter or Space (then Delete removes it). */
export function MarkShape({
  mark,
  selected,
  onSelect,
}: {
  mark: Mark;
  selected: boolean;
  onSelect: () => void;
}) {
  const o = outline(mark);
  const t = useTexts(EDITOR_TEXTS);
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>
    <g
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={labelOf(mark, t)}
      className="pdf-editor__mark"
      onClick={onSelect}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        onSelect();
      }}
    >
      <Shape mark={mark} />
      <rect
        x={o.x - 3}
        y={o.y - 3}
        width={o.width + 6}
        height={o.height + 6}
        className="pdf-editor__outline"
      />
    </g>
  );
}
