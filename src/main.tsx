import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder until the portal's frame (routes, shell) lands.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Electronic Policy Delivery</h1>
  </StrictMode>,
);
