/**
 * The ways a student gets going with no key or little money, as the README's "Running a workshop"
 * tells them: the no-key banner opens this, so the steps are on the page where the question comes up.
 */
export function NoKeyPaths() {
  return (
    <details className="no-key-paths">
      <summary>Ways without a key</summary>
      <div className="no-key-paths-body" role="note" aria-label="Ways without a key">
        <ul>
          <li>
            <strong>Be the model</strong> (no key, no model): pick a tool, write its arguments, and read exactly what a model would get back.
          </li>
          <li>
            <strong>Replays</strong> (no key): open a share link or file of someone's run and step through it; Fork carries it on with your key
            or local model.
          </li>
          <li>
            <strong>A local model</strong> (free, on your machine), with Ollama:
            <ol>
              <li>
                Install Ollama and pull a model that calls tools: <code>ollama pull qwen2.5:7b</code>
              </li>
              <li>
                Start it so this page may call it: <code>OLLAMA_ORIGINS={location.origin} ollama serve</code> (or <code>OLLAMA_ORIGINS=*</code>)
              </li>
              <li>
                Settings → Provider: OpenAI-compatible; Base URL <code>http://localhost:11434/v1</code>; API key empty; Model{' '}
                <code>qwen2.5:7b</code>.
              </li>
            </ol>
          </li>
          <li>
            <strong>Your own key, once per device</strong>: Settings → "Remember this key on this device" keeps it (Anthropic or OpenAI-compatible) across reloads in this browser
            only (anyone using this browser profile can use it); it never goes into links, exports or logs.
          </li>
        </ul>
      </div>
    </details>
  );
}
