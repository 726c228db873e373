import { useState } from 'react';
import { ModalStory, type ModalStoryProps } from './ModalStory';
import type { StoryState } from './storyModal';

interface StoryAtMountProps extends ModalStoryProps {
  build(now: number): StoryState;
}

/** Takes the time once, at mount: the state it builds is the same on every render. */
function StoryAtMount({ build, config, preloadedState }: StoryAtMountProps) {
  const [now] = useState(Date.now);
  return (
    <ModalStory
      {...(config ? { config } : {})}
      preloadedState={{ ...build(now), ...preloadedState }}
    />
  );
}

/**
 * A story `render` for a state with times relative to now (a countdown's end, a code mailed
 * a minute ago): built when the story mounts, since times fixed when the stories file loads
 * would have passed by the time the story is opened. The story's `preloadedState` arg, if
 * any, goes over the built state slice by slice.
 */
export function atMount(build: (now: number) => StoryState) {
  return function render(args: ModalStoryProps) {
    return <StoryAtMount {...args} build={build} />;
  };
}
