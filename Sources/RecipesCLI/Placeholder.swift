// The CLI logic.
