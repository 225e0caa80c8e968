import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { followSystemTheme } from './lib/theme';
import { prepareClassMerge } from './lib/utils';
import './index.css';

followSystemTheme();
prepareClassMerge();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = createRoot(root);
startTransition(() => {
  app.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
