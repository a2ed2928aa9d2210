import '@testing-library/jest-dom/vitest';
import { installMantineJsdomPolyfills } from '@feedline/theme/jsdom-polyfills';
import { WEB_CONFIG_ELEMENT_ID } from '@feedline/contracts';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { initI18n, setLanguage } from '../app/i18n';
import { setConfigForTests } from '../config/config';
import { server } from './msw-server';
import { TEST_CONFIG } from './test-config';

installMantineJsdomPolyfills();
window.scrollTo = () => {};
// A desktop screen (jsdom's default is 1024 px): the level menu starts expanded from 1280 px.
window.innerWidth = 1440;

// The runtime configuration, as the API would write it into index.html. Test files can share one
// document (vitest.config.ts), so an earlier file's element is replaced, not duplicated.
document.getElementById(WEB_CONFIG_ELEMENT_ID)?.remove();
const configElement = document.createElement('script');
configElement.id = WEB_CONFIG_ELEMENT_ID;
configElement.type = 'application/json';
configElement.textContent = JSON.stringify(TEST_CONFIG);
document.head.append(configElement);
setConfigForTests(undefined);

initI18n('en');

// The first render of a file loads lazy pages through the transformer; on a busy machine (two
// shared cores) that takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  setLanguage('en');
});
afterAll(() => server.close());
