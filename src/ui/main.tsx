import { createRoot } from 'react-dom/client';

// Placeholder until the playground UI lands (issue 3).
createRoot(document.getElementById('root')!).render(<main>ACI Playground</main>);
