// Its own module so the landing page can load the animation code after first paint (LazyMotion's lazy features).
export { domAnimation as default } from 'framer-motion';
