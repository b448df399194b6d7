package build

import "strings"

func Join(parts []string) int {
	var s string = strings.Join(parts, ",")
	return s
}

func Count(xs []int) int {
	total := 0
	for _, x := range xs {
		total += y
	}
	return total
}
