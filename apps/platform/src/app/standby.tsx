import { whenIdle } from '@feedline/frame-bridge/when-idle';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { warmReaderFormatter } from '../lib/format';
import { LayoutWarmUp } from './layout-warm-up';
import { useBridge } from './platform-context';
import { preloadScreens } from './routes';

/**
 * Waiting for `open`: once the session is here and nobody waits for the frame, lays out what
 * screens are made of (`LayoutWarmUp`), loads the code of the screens pages embed most and makes
 * the reader's number and date formatters, then tells the shell that the frame is warm: a page that
 * takes it shows its screen as soon as the screen's data is here.
 */
export function Standby() {
  const bridge = useBridge();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [phase, setPhase] = useState<'waiting' | 'laying-out' | 'laid-out'>('waiting');
  const handleLaidOut = useCallback(() => setPhase('laid-out'), []);
  useEffect(() => whenIdle(() => setPhase('laying-out'), 2_000), []);
  const isLaidOut = phase === 'laid-out';
  useEffect(() => {
    if (!isLaidOut) return;
    let gone = false;
    warmReaderFormatter(language);
    void preloadScreens().then(() => {
      if (!gone) bridge.ready(false);
    });
    return () => {
      gone = true;
    };
  }, [bridge, language, isLaidOut]);
  return phase === 'laying-out' ? <LayoutWarmUp onDone={handleLaidOut} /> : null;
}
