import '@testing-library/jest-dom/vitest';
import { installMantineJsdomPolyfills } from '@feedline/theme/jsdom-polyfills';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, setLanguage } from '../app/i18n';

installMantineJsdomPolyfills();

initI18n('en');
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  setLanguage('en');
});
