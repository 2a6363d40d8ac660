import { describe, expect, it } from 'vitest';
import {
  audioPlayerReducer as reduce,
  initialAudioState,
  positionForPercent,
  progressPercent,
  timeLabel,
} from './audio-player-state.ts';

const loaded = reduce(initialAudioState, { type: 'durationLoaded', duration: 125 });

describe('audio player state', () => {
  it('starts stopped at full volume', () => {
    expect(initialAudioState).toMatchObject({ status: 'stopped', volume: 1, muted: false });
  });

  it('plays, pauses by the button, and pauses at the end of the track', () => {
    const playing = reduce(loaded, { type: 'play' });
    expect(playing.status).toBe('playing');
    expect(reduce(playing, { type: 'pause' }).status).toBe('paused');
    const ended = reduce(playing, { type: 'ended' });
    expect(ended.status).toBe('paused');
    expect(ended.current).toBe(125);
  });

  it('a pause before playing keeps it stopped', () => {
    expect(reduce(loaded, { type: 'pause' }).status).toBe('stopped');
  });

  it('mute sets volume 0 and unmute sets volume 1', () => {
    const muted = reduce(loaded, { type: 'mute' });
    expect(muted).toMatchObject({ muted: true, volume: 0 });
    expect(reduce(muted, { type: 'unmute' })).toMatchObject({ muted: false, volume: 1 });
  });

  it('seeks by percentage, clamped to the track', () => {
    expect(reduce(loaded, { type: 'seek', percent: 40 }).current).toBe(50);
    expect(positionForPercent(150, 125)).toBe(125);
    expect(positionForPercent(-5, 125)).toBe(0);
    expect(positionForPercent(50, Number.NaN)).toBe(0);
    expect(progressPercent({ current: 50, duration: 125 })).toBe(40);
    expect(progressPercent({ current: 3, duration: 0 })).toBe(0);
  });

  it('shows m:ss current over total', () => {
    const at = reduce(loaded, { type: 'timeUpdate', current: 61.7 });
    expect(timeLabel(at)).toBe('1:01 / 2:05');
    expect(timeLabel(initialAudioState)).toBe('0:00 / 0:00');
  });

  it('ignores a broken duration (Infinity for a stream)', () => {
    expect(reduce(initialAudioState, { type: 'durationLoaded', duration: Infinity }).duration).toBe(
      0,
    );
  });
});
