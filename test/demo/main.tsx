import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWalletModal } from 'portico';
import 'portico/styles.css';
import './demo.css';
import { App } from './App';
import { readDemoSettings } from './demoConfig';

const { config, embedded } = readDemoSettings(window.location.search);
const modal = createWalletModal(config);

const container = document.getElementById('root');
if (!container) throw new Error('The demo page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App modal={modal} embedded={embedded} />
  </StrictMode>,
);
