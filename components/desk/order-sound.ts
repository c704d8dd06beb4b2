'use client';

// The board's chime for a new order: two short tones made with the Web Audio API (no sound file to
// download or cache). Browsers let a page play sound only after a tap on it, so the board asks for
// one ("Activar sonido") and remembers the choice for the next visit.

const SOUND_KEY = 'pedidos-sonido';

let context: AudioContext | null = null;

/** Prepares the sound; call it from a tap (the browser's rule). False where there is no Web Audio. */
export async function unlockSound(): Promise<boolean> {
  const Audio = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Audio) return false;
  context ??= new Audio();
  await context.resume().catch(() => {});
  return context.state === 'running';
}

/** Whether the sound can play now without another tap. */
export function soundReady(): boolean {
  return context?.state === 'running';
}

/** "Ding-dong": two tones of 0.18 s, soft enough for a kitchen, loud enough to notice. */
export function chime() {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  [880, 660].forEach((frequency, index) => {
    const tone = context!.createOscillator();
    const volume = context!.createGain();
    tone.frequency.value = frequency;
    tone.type = 'sine';
    const at = start + index * 0.22;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
    tone.connect(volume).connect(context!.destination);
    tone.start(at);
    tone.stop(at + 0.2);
  });
}

export function soundWanted(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) !== 'no';
  } catch {
    return true;
  }
}

export function rememberSound(on: boolean) {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? 'si' : 'no');
  } catch {
    // not remembered: asked again next time
  }
}
