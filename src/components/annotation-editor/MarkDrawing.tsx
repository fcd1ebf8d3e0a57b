import type { Mark } from '../../../machines/annotationEditor.ts';
import { ANNOTATION_LIMITS } from '../../domain/annotation/annotationLimits.ts';
import { MARK_STYLE } from './markStyle.ts';
import { pathOf } from './StrokePad.tsx';
import { SIGNATURE_FONT } from './signatureText.ts';

/** How one mark looks on its page, in the page's points. */
export function MarkDrawing({ mark }: { mark: Mark }) {
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
      return <image href={(mark.scaled ?? mark.image).png} {...mark.box} preserveAspectRatio="none" />;
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
