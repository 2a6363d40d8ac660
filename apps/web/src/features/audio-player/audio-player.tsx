import { useEffect, useReducer, useRef } from 'react';
import {
  audioPlayerReducer,
  initialAudioState,
  progressPercent,
  timeLabel,
} from './audio-player-state.ts';
import './audio-player.css';

interface AudioPlayerProps {
  src: string;
  /** Names the player for screen readers, e.g. 'Geluid van de merel'. */
  label: string;
}

/** Play/pause, mute and a seek bar in percent over one sound file (spec 4 "Audio player"). */
export function AudioPlayer({ src, label }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [state, dispatch] = useReducer(audioPlayerReducer, initialAudioState);

  useEffect(() => {
    if (audio.current) audio.current.volume = state.volume;
  }, [state.volume]);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (state.status === 'playing') el.pause();
    else el.play().catch(() => dispatch({ type: 'pause' }));
  };
  const seek = (percent: number) => {
    dispatch({ type: 'seek', percent });
    const el = audio.current;
    if (el && Number.isFinite(el.duration)) el.currentTime = (el.duration * percent) / 100;
  };
  const playing = state.status === 'playing';

  return (
    <div className="audio-player" role="group" aria-label={label} data-status={state.status}>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => dispatch({ type: 'play' })}
        onPause={() => dispatch({ type: 'pause' })}
        onEnded={() => dispatch({ type: 'ended' })}
        onTimeUpdate={(e) => dispatch({ type: 'timeUpdate', current: e.currentTarget.currentTime })}
        onLoadedMetadata={(e) =>
          dispatch({ type: 'durationLoaded', duration: e.currentTarget.duration })
        }
        onDurationChange={(e) =>
          dispatch({ type: 'durationLoaded', duration: e.currentTarget.duration })
        }
      />
      <button
        type="button"
        className="audio-player__button"
        onClick={toggle}
        aria-label={playing ? 'Pauzeren' : 'Afspelen'}
      >
        {playing ? <PauseGlyph /> : <PlayGlyph />}
      </button>
      <input
        className="audio-player__seek"
        type="range"
        min={0}
        max={100}
        step={1}
        value={Math.round(progressPercent(state))}
        aria-label="Positie"
        aria-valuetext={timeLabel(state)}
        onChange={(e) => seek(Number(e.target.value))}
      />
      <span className="audio-player__time">{timeLabel(state)}</span>
      <button
        type="button"
        className="audio-player__button"
        aria-pressed={state.muted}
        aria-label="Geluid uit"
        onClick={() => dispatch({ type: state.muted ? 'unmute' : 'mute' })}
      >
        {state.muted ? <MutedGlyph /> : <VolumeGlyph />}
      </button>
    </div>
  );
}

const glyph = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;
const PlayGlyph = () => (
  <svg {...glyph} fill="currentColor">
    <path d="M7 4.5v15l13-7.5z" />
  </svg>
);
const PauseGlyph = () => (
  <svg {...glyph} fill="currentColor">
    <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
  </svg>
);
const VolumeGlyph = () => (
  <svg {...glyph} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
    <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" />
  </svg>
);
const MutedGlyph = () => (
  <svg {...glyph} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
    <path d="m16 9 5 6M21 9l-5 6" />
  </svg>
);
