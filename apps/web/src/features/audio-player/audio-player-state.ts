import { formatQuizTime } from '@tvt/domain';

/** Spec 4 "Audio player": paused covers both the pause button and the end of the track. */
export type AudioStatus = 'stopped' | 'playing' | 'paused';

export interface AudioPlayerState {
  status: AudioStatus;
  muted: boolean;
  /** 0 when muted, 1 otherwise (spec: mute sets volume 0, unmute 1). */
  volume: 0 | 1;
  /** Seconds. */
  current: number;
  duration: number;
}

export type AudioPlayerAction =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'ended' }
  | { type: 'mute' }
  | { type: 'unmute' }
  | { type: 'seek'; percent: number }
  | { type: 'timeUpdate'; current: number }
  | { type: 'durationLoaded'; duration: number };

export const initialAudioState: AudioPlayerState = {
  status: 'stopped',
  muted: false,
  volume: 1,
  current: 0,
  duration: 0,
};

const finite = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

export function audioPlayerReducer(
  state: AudioPlayerState,
  action: AudioPlayerAction,
): AudioPlayerState {
  switch (action.type) {
    case 'play':
      return { ...state, status: 'playing' };
    case 'pause':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'ended':
      return { ...state, status: 'paused', current: state.duration };
    case 'mute':
      return { ...state, muted: true, volume: 0 };
    case 'unmute':
      return { ...state, muted: false, volume: 1 };
    case 'seek':
      return { ...state, current: positionForPercent(action.percent, state.duration) };
    case 'timeUpdate':
      return { ...state, current: Math.min(finite(action.current), state.duration || Infinity) };
    case 'durationLoaded':
      return { ...state, duration: finite(action.duration) };
  }
}

/** The seek bar works in percent of the track; the position is clamped to the track. */
export function positionForPercent(percent: number, duration: number): number {
  const p = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return (finite(duration) * p) / 100;
}

export function progressPercent(state: Pick<AudioPlayerState, 'current' | 'duration'>): number {
  return state.duration > 0 ? Math.min(100, (state.current / state.duration) * 100) : 0;
}

/** 'm:ss / m:ss', current over total. */
export function timeLabel(state: Pick<AudioPlayerState, 'current' | 'duration'>): string {
  return `${formatQuizTime(state.current)} / ${formatQuizTime(state.duration)}`;
}
