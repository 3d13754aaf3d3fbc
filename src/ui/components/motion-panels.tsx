import { AnimatePresence, motion, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * framer-motion where Chakra has no motion of its own: a panel that opens
 * in place grows to its height (and shrinks when closed), so the eye follows
 * what appeared instead of finding the page shifted. People who ask for
 * reduced motion get it at once (useReducedMotion: height is not a transform,
 * so MotionConfig's reducedMotion="user" alone would still animate it).
 */
export function Reveal({ open, children }: { readonly open: boolean; readonly children: ReactNode }) {
  const reduce = useReducedMotion() ?? false;
  return (
    <AnimatePresence initial={false}>
      {open ? (
        <motion.div
          key="reveal"
          initial={reduce ? false : { height: 0 }}
          animate={{ height: 'auto' }}
          exit={reduce ? { height: 'auto' } : { height: 0 }}
          transition={{ duration: reduce ? 0 : 0.2, ease: 'easeOut' }}
          style={{ overflow: 'hidden' }}
        >
          {children}
        </motion.div>
      ) : null}
    </AnimatePresence>
  );
}

/**
 * A panel that has just replaced another (a tab's content): it rises by a
 * few pixels as it appears, so the change of content is seen. Transform only,
 * never opacity (text is always at full contrast), and none at all under
 * reduced motion (MotionConfig reducedMotion="user" drops transforms).
 */
export function PanelEntrance({ children }: { readonly children: ReactNode }) {
  return (
    <motion.div initial={{ y: 8 }} animate={{ y: 0 }} transition={{ duration: 0.18, ease: 'easeOut' }}>
      {children}
    </motion.div>
  );
}
