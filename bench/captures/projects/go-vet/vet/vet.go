package vet

import (
	"fmt"
	"sync"
)

type Counter struct {
	mu sync.Mutex
	n  int
}

func Copy(c Counter) int { return c.n }

func Report(name string, n int) string {
	fmt.Printf("%d items for %s\n", name, n)
	return fmt.Sprintf("%s", n)
}

func Self(x int) bool { return x == x }
