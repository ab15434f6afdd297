/** Commands the templates service answers (they arrive with the templates issue). */
export const TemplatesCommands = {} as const;
