import { setupServer } from 'msw/node';

/** The HTTP boundary of web tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();
