import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onDismiss` after `afterMs`, except while the pointer is over the element or focus is in
 * it: a person reading (or tabbing to the Dismiss button) keeps it; leaving starts the wait again.
 */
export function useSelfDismiss(ref: RefObject<HTMLElement | null>, onDismiss: () => void, afterMs: number): void {
  // The latest callback, so a parent's re-render (a new arrow function) does not restart the wait.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const held = () => element.matches(':hover') || element.contains(document.activeElement);
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => (held() ? wait() : dismiss.current()), afterMs);
    };
    const hold = () => clearTimeout(timer);
    element.addEventListener('pointerenter', hold);
    element.addEventListener('focusin', hold);
    element.addEventListener('pointerleave', wait);
    element.addEventListener('focusout', wait);
    wait();
    return () => {
      clearTimeout(timer);
      element.removeEventListener('pointerenter', hold);
      element.removeEventListener('focusin', hold);
      element.removeEventListener('pointerleave', wait);
      element.removeEventListener('focusout', wait);
    };
  }, [ref, afterMs]);
}
