// The back office's entry: reads the page's boot data (site name, session) and starts the app.
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import type { AdminBootData } from './shared/api.ts';
import 'uplot/dist/uPlot.min.css';
import './admin.css';

const root = document.getElementById('admin-root');
const bootText = document.getElementById('admin-boot')?.textContent;
if (!root || !bootText) throw new Error('admin page: #admin-root and #admin-boot are required');
const boot = JSON.parse(bootText) as AdminBootData;
createRoot(root).render(<App boot={boot} />);
