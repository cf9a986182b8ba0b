// The two video blocks of the landing pages. Both are server-rendered with a
// poster, so the page looks complete before any video byte arrives.
import { useEffect, useId, useRef, useState } from "react";
import { cx } from "~/components/ui/cx";
import type { DETOX_VIDEO } from "./detox-video";
import { FullscreenIcon, PauseIcon, PlayIcon, VolumeIcon, VolumeOffIcon } from "./video-icons";

type VideoSource = typeof DETOX_VIDEO;

function Sources({ video }: { video: VideoSource }) {
  return (
    <>
      <source src={video.webm} type="video/webm" />
      <source src={video.mp4} type="video/mp4" />
    </>
  );
}

const controlButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-sm transition-colors hover:bg-white";

function safePlay(video: HTMLVideoElement, onFail: () => void) {
  // play() rejects when the browser blocks it (data saver, autoplay policy): keep the poster.
  // Older browsers return nothing from play(): Promise.resolve covers both.
  Promise.resolve(video.play()).catch(onFail);
}

/**
 * A short muted loop (autoplay, playsInline) with a single pause/play button.
 * It pauses itself when scrolled out of view and never starts for visitors
 * who asked for reduced motion.
 */
export interface LoopVideoProps {
  /** Given by the page (a module shared with this lazy code would be one more file in its first load). */
  video: VideoSource;
  caption?: string;
  className?: string;
  /** Id of the figure (the deferred loader watches it). */
  id?: string;
}

export function LoopVideo({ video, caption, className, id = "video-loop" }: LoopVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const userPaused = useRef(false);
  const captionId = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.muted = true; // the attribute alone is not reliable after hydration
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      userPaused.current = true;
      el.pause();
      setPaused(true);
      return;
    }
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry || userPaused.current) return;
      if (entry.isIntersecting) safePlay(el, () => setPaused(true));
      else el.pause();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  function toggle() {
    const el = ref.current;
    if (!el) return;
    if (el.paused) {
      userPaused.current = false;
      setPaused(false);
      safePlay(el, () => setPaused(true));
    } else {
      userPaused.current = true;
      el.pause();
      setPaused(true);
    }
  }

  return (
    <figure id={id} className={className}>
      <div className="relative overflow-hidden rounded-3xl bg-brand-900 shadow-sm">
        <video
          ref={ref}
          className="block h-auto w-full"
          width={video.width}
          height={video.height}
          poster={video.poster}
          autoPlay
          loop
          muted
          playsInline
          preload="none"
          aria-describedby={captionId}
          onPlay={() => setPaused(false)}
          onPause={() => setPaused(true)}
        >
          <Sources video={video} />
        </video>
        <button
          type="button"
          onClick={toggle}
          aria-label={paused ? "Reproduzir" : "Pausar"}
          className={cx(controlButton, "absolute bottom-3 right-3")}
        >
          {paused ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
        </button>
      </div>
      <figcaption id={captionId} className="mt-2 text-sm text-stone-700">
        {caption ?? video.description}
      </figcaption>
    </figure>
  );
}

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** A video with its own play/pause, mute and fullscreen buttons (no native controls). */
export interface VideoPlayerProps {
  /** Given by the page (a module shared with this lazy code would be one more file in its first load). */
  video: VideoSource;
  title: string;
  caption?: string;
  /** Id of the figure (the deferred loader watches it). */
  id?: string;
}

export function VideoPlayer({ video, title, caption, id = "video-player" }: VideoPlayerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const ref = useRef<FullscreenVideo>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const captionId = useId();

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current && frame.current !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  function togglePlay() {
    const el = ref.current;
    if (!el) return;
    if (el.paused) safePlay(el, () => setPlaying(false));
    else el.pause();
  }

  function toggleMute() {
    const el = ref.current;
    if (!el) return;
    el.muted = !el.muted;
    setMuted(el.muted);
  }

  function toggleFullscreen() {
    const box = frame.current;
    const el = ref.current;
    if (!box || !el) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => {});
    } else if (box.requestFullscreen) {
      void box.requestFullscreen().catch(() => {});
    } else {
      el.webkitEnterFullscreen?.(); // iPhone: only the video element can go fullscreen
    }
  }

  return (
    <figure id={id}>
      <div
        ref={frame}
        className={cx(
          "group relative overflow-hidden rounded-3xl bg-brand-900 shadow-sm",
          fullscreen && "flex items-center justify-center rounded-none bg-black",
        )}
      >
        <video
          ref={ref}
          className={cx("block w-full", fullscreen ? "h-full max-h-dvh object-contain" : "h-auto")}
          width={video.width}
          height={video.height}
          poster={video.poster}
          playsInline
          loop
          preload="metadata"
          title={title}
          aria-describedby={captionId}
          onClick={togglePlay}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
        >
          <Sources video={video} />
          <track kind="captions" src={video.captions} srcLang="pt-BR" label="Português" />
        </video>
        {!playing ? (
          // Pointer-only shortcut over the poster; the labelled button below is the real control.
          <span aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <span className="flex size-20 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow-lg">
              <PlayIcon className="ml-1 size-9" />
            </span>
          </span>
        ) : null}
        <div className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-gradient-to-t from-black/60 to-transparent p-3 pt-10">
          <button type="button" onClick={togglePlay} aria-label={playing ? "Pausar" : "Reproduzir"} className={controlButton}>
            {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
          </button>
          <button
            type="button"
            onClick={toggleMute}
            aria-label={muted ? "Ativar som" : "Desativar som"}
            className={controlButton}
          >
            {muted ? <VolumeOffIcon className="size-5" /> : <VolumeIcon className="size-5" />}
          </button>
          <button
            type="button"
            onClick={toggleFullscreen}
            aria-label={fullscreen ? "Sair da tela cheia" : "Tela cheia"}
            className={cx(controlButton, "ml-auto")}
          >
            <FullscreenIcon className="size-5" />
          </button>
        </div>
      </div>
      <figcaption id={captionId} className="mt-2 text-sm text-stone-700">
        {caption ?? video.description}
      </figcaption>
    </figure>
  );
}
