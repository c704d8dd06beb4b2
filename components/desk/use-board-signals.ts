'use client';

import { useEffect, useState } from 'react';
import type { BoardOrder } from '@/lib/order/record';
import { alertNewOrders, alertsState, keepDeviceSubscribed, turnAlertsOn, type AlertsState } from './order-alerts';
import { chime, rememberSound, soundReady, soundWanted, unlockSound } from './order-sound';

/**
 * How the board tells the owner a new order came: the chime (this device's choice, kept from the
 * last visit; a browser lets it play only after a tap) and the system notifications with push
 * (./order-alerts.ts), for a board in the background or a locked phone.
 */
export function useBoardSignals() {
  const [sound, setSound] = useState<'on' | 'off' | 'tap'>('off');
  const [alerts, setAlerts] = useState<AlertsState>('unsupported');

  // Asked once in the browser: the stored choice, and whether the browser lets it play yet.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage and the audio state exist only in the browser
    setSound(soundWanted() ? (soundReady() ? 'on' : 'tap') : 'off');
    setAlerts(alertsState());
    if (alertsState() === 'granted') void keepDeviceSubscribed();
  }, []);

  // Wanted but waiting for the browser's tap: any tap or key on the board turns it on, not only
  // the button. On the click, not the pointerdown: the sound button's shorter label moved
  // "Activar avisos" under the finger, and the tap that began on it ended beside it.
  useEffect(() => {
    if (sound !== 'tap') return;
    const unlock = (event: Event) => {
      // The sound button does it itself (and would turn the sound off again).
      if (event.target instanceof Element && event.target.closest('[data-sonido]')) return;
      void unlockSound().then((ready) => ready && setSound('on'));
    };
    document.addEventListener('click', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      document.removeEventListener('click', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, [sound]);

  return {
    sound,
    alerts,
    /** New orders: the chime when it is on, and the notifications. */
    ring(orders: readonly BoardOrder[]) {
      if (sound === 'on') chime();
      void alertNewOrders(orders);
    },
    async toggleSound() {
      if (sound === 'on') {
        rememberSound(false);
        setSound('off');
        return;
      }
      const ready = await unlockSound();
      rememberSound(true);
      setSound(ready ? 'on' : 'tap');
      if (ready) chime();
    },
    turnAlertsOn: () => void turnAlertsOn().then(setAlerts),
  };
}
