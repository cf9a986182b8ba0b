// The landing pages' videos: their player code loads when the visitor comes
// near them (the server's <video> with its poster is there from the start).
import { deferredComponent } from "~/components/ui/deferred";
import type { LoopVideoProps, VideoPlayerProps } from "./plan-video";

const videos = () => import("./plan-video");

export const LoopVideo = deferredComponent<LoopVideoProps>(
  () => videos().then((module) => module.LoopVideo),
  (props) => props.id ?? "video-loop",
);

export const VideoPlayer = deferredComponent<VideoPlayerProps>(
  () => videos().then((module) => module.VideoPlayer),
  (props) => props.id ?? "video-player",
);
