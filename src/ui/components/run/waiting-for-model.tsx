import { useEffect, useState } from 'react';

/**
 * "waiting for the model: 40 s" until the first token. A local model can take minutes to load and
 * answer; a counter says the page has not hung, and Stop ends the wait at any moment.
 */
export function WaitingForModel() {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.floor((now - startedAt) / 1000);
  return (
    <span className="muted">
      {seconds < 1 ? 'waiting for the model…' : `waiting for the model: ${seconds} s (Stop ends the wait)`}
    </span>
  );
}
