import { createBrowserRouter } from 'react-router';

import { routes } from './routes.js';

export const createAppRouter = () => createBrowserRouter(routes);
