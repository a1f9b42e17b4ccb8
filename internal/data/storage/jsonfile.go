package storage

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"
)

// probeJSON checks that data is a UTF-8 JSON object and returns its
// "version": 0 when the field is absent.
func probeJSON(data []byte) (int, error) {
	if !utf8.Valid(data) {
		return 0, fmt.Errorf("line %d: %w", lineAt(data, invalidUTF8At(data)), ErrNotUTF8)
	}
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	if len(trimmed) == 0 {
		return 0, errors.New("empty file")
	}
	if trimmed[0] != '{' {
		return 0, fmt.Errorf("line %d: not a JSON object", lineAt(data, len(data)-len(trimmed)))
	}
	var probe struct {
		Version json.RawMessage `json:"version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return 0, jsonError(data, err)
	}
	if probe.Version == nil {
		return 0, nil
	}
	var v int
	if err := json.Unmarshal(probe.Version, &v); err != nil || v < 0 {
		return 0, fmt.Errorf("version %s is not a version number", probe.Version)
	}
	return v, nil
}

// jsonError adds the line of a JSON decoding error: the line of the last
// byte read, as the error's Offset counts the bytes read before it occurred.
func jsonError(data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("line %d: %w", lineAt(data, int(syn.Offset)-1), err)
	case errors.As(err, &typ):
		return fmt.Errorf("line %d: %w", lineAt(data, int(typ.Offset)-1), err)
	}
	return err
}

// lineAt returns the line, from 1, of the byte at offset off.
func lineAt(data []byte, off int) int {
	off = max(0, min(off, len(data)))
	return bytes.Count(data[:off], []byte("\n")) + 1
}

func invalidUTF8At(data []byte) int {
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(data)
}

// encodeJSON encodes a file's content, indented for people who read it.
func encodeJSON(v any) ([]byte, error) {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}
