import { Accordion } from '@base-ui/react/accordion';
import classes from './css.module.css';

const topics = [
  {
    title: 'My card was declined',
    text: 'Check that the card is not frozen in the Cards tab and that the purchase is within your daily spending limit. Online payments outside your country must be switched on first.',
  },
  {
    title: 'I forgot my PIN',
    text: 'Open the card in the Cards tab and choose Show PIN. You will be asked for your fingerprint or your app passcode before the PIN appears.',
  },
  {
    title: 'Signing in on a new phone',
    text: 'Install the app, sign in with your email and confirm the new device from the authenticator app or the code we send by text message.',
  },
];

export default function SearchableAccordion() {
  return (
    <Accordion.Root hiddenUntilFound className={classes.root}>
      {topics.map((topic) => (
        <Accordion.Item key={topic.title} className={classes.item}>
          <Accordion.Header className={classes.header}>
            <Accordion.Trigger className={classes.trigger}>
              {topic.title}
              <svg
                width="16"
                height="16"
                viewBox="0 0 16 16"
                aria-hidden="true"
                className={classes.chevron}
              >
                <path
                  d="M4 6l4 4 4-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Panel className={classes.panel}>
            <div className={classes.content}>{topic.text}</div>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
