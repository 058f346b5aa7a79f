import * as React from 'react';
import { Transition } from 'react-transition-group';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TransitionProps } from '@mui/material/transitions';
import { useForkRef } from '@mui/material/utils';

type DropInProps = TransitionProps & {
  children: React.ReactElement<
    React.HTMLAttributes<HTMLElement> & { ref?: React.Ref<HTMLElement> }
  >;
  ref?: React.Ref<HTMLElement>; // React 19 passes the ref as a prop
};

// Hidden only once an exit has finished: a node that is about to enter must stay
// focusable, because the Modal moves focus into it before the animation starts.
function styleFor(state: string, inProp?: boolean): React.CSSProperties {
  if (state === 'entering' || state === 'entered')
    return { opacity: 1, transform: 'none' };
  const done = state === 'exited' && !inProp;
  return {
    opacity: 0,
    transform: 'translateY(-8px)',
    visibility: done ? 'hidden' : undefined,
  };
}

// A fade that drops in from 8px above, written on react-transition-group's Transition.
function DropIn({
  ref,
  children,
  in: inProp,
  appear = true,
  enter,
  exit,
  mountOnEnter,
  unmountOnExit,
  timeout = 150,
  style,
  onEnter,
  onEntering,
  onEntered,
  onExit,
  onExiting,
  onExited,
  // Not used by this transition, and kept off the DOM node.
  easing: _easing,
  addEndListener: _addEndListener,
  disablePrefersReducedMotion: _disablePrefersReducedMotion,
  // The rest (tabIndex, onFocus…) comes from the Modal and its focus trap.
  ...other
}: DropInProps) {
  const nodeRef = React.useRef<HTMLElement>(null);
  const handleRef = useForkRef(nodeRef, ref, children.props.ref);
  // Material UI's handlers take the node first, as its own transitions call them.
  const call = (
    handler?: (node: HTMLElement, appearing: boolean) => void,
    appearing = false,
  ) => {
    if (handler && nodeRef.current) handler(nodeRef.current, appearing);
  };
  const ms = typeof timeout === 'number' ? timeout : (timeout.enter ?? 150);

  return (
    <Transition
      nodeRef={nodeRef}
      in={inProp}
      appear={appear}
      enter={enter}
      exit={exit}
      mountOnEnter={mountOnEnter}
      unmountOnExit={unmountOnExit}
      timeout={timeout}
      onEnter={(appearing: boolean) => {
        nodeRef.current?.getBoundingClientRect(); // lay out the exited styles first
        call(onEnter, appearing);
      }}
      onEntering={(appearing: boolean) => call(onEntering, appearing)}
      onEntered={(appearing: boolean) => call(onEntered, appearing)}
      onExit={() => call(onExit)}
      onExiting={() => call(onExiting)}
      onExited={() => call(onExited)}
    >
      {(state) =>
        React.cloneElement(children, {
          ...other,
          ref: handleRef,
          style: {
            ...styleFor(state, inProp),
            transition: `opacity ${ms}ms ease-out, transform ${ms}ms ease-out`,
            ...style,
            ...children.props.style,
          },
        })
      }
    </Transition>
  );
}

const sortOptions = ['Newest first', 'Price: low to high', 'Price: high to low'];

export default function CustomTransitionMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [sort, setSort] = React.useState('Newest first');
  const choose = (value: string) => {
    setSort(value);
    setAnchorEl(null);
  };

  return (
    <div>
      <Button
        id="sort-button"
        variant="outlined"
        aria-haspopup="true"
        aria-controls={anchorEl ? 'sort-menu' : undefined}
        aria-expanded={anchorEl ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Sort: {sort}
      </Button>
      <Menu
        id="sort-menu"
        anchorEl={anchorEl}
        open={Boolean(anchorEl)}
        onClose={() => setAnchorEl(null)}
        slots={{ transition: DropIn }}
        slotProps={{ list: { 'aria-labelledby': 'sort-button' } }}
      >
        {sortOptions.map((option) => (
          <MenuItem
            key={option}
            selected={option === sort}
            onClick={() => choose(option)}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
