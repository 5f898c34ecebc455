// SMS delivery behind one interface; a real operator's HTTP API plugs in here later.

export interface SmsProvider {
  /** True when messages are only recorded (the outbox marks them `kept-local`). */
  readonly local: boolean;
  send(to: string, text: string): Promise<void>;
}

/** Local mode: the message stays in the outbox, readable in the dev mailbox. */
export const localSmsProvider: SmsProvider = {
  local: true,
  async send() {
    // Nothing leaves the machine.
  },
};
