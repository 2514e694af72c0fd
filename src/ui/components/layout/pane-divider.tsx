import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

interface PaneDividerProps {
  /** The width of the pane to the divider's right, in pixels. */
  width: number;
  min: number;
  max: number;
  onResize: (width: number) => void;
}

const keyStep = 24;

/**
 * The handle between the workspace and the run panel: drag it, or focus it and use ← → (Home and
 * End for the narrowest and widest), to give the room to either side.
 */
export function PaneDivider({ width, min, max, onResize }: PaneDividerProps) {
  const drag = useRef<{ startX: number; startWidth: number } | undefined>(undefined);
  const clamp = (value: number) => Math.round(Math.min(max, Math.max(min, value)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { startX: event.clientX, startWidth: width };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    // The run panel is on the right: dragging left widens it.
    onResize(clamp(drag.current.startWidth - (event.clientX - drag.current.startX)));
  };
  const onPointerUp = () => (drag.current = undefined);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = { ArrowLeft: width + keyStep, ArrowRight: width - keyStep, Home: min, End: max }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onResize(clamp(next));
  };

  return (
    <div
      className="pane-divider"
      role="separator"
      aria-orientation="vertical"
      aria-label="Run panel width"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
