// The detox landing's looping animation. A module of its own: the plan page
// needs its caption at first paint, while the photos and kits in media.ts load
// only with the parts that show them.
export const DETOX_VIDEO = {
  webm: "/media/detox/detox-loop.webm",
  mp4: "/media/detox/detox-loop.mp4",
  poster: "/media/detox/detox-loop-poster.webp",
  /** What the animation shows, as captions (it has no speech). */
  captions: "/media/detox/detox-loop.pt-BR.vtt",
  width: 720,
  height: 720,
  /** What the video shows, for people who cannot see it (also its caption); {produto} is filled by the page. */
  description:
    "Animação de 8 segundos: o frasco do {produto} aparece, um segundo frasco se junta a ele (“Pague 1, leve 2”), depois as mensagens “2 cápsulas por dia” e “Receba em casa e pague depois”.",
};
