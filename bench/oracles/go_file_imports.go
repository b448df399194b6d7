// Go per-file import oracle: each file's package name and imports, read by the standard library's go/parser.
//
// usage: go run bench/oracles/go_file_imports.go ROOT < files.txt > files.json
// files.txt: repo-relative paths of .go files, one a line. Prints a JSON list of
// {"path": …, "package": …, "line": the package clause's line, "imports": [[path, line], …]}; a file that fails to parse is reported on stderr and
// listed with the imports the parser could read before the error.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
)

type file struct {
	Path    string           `json:"path"`
	Package string           `json:"package"`
	Line    int              `json:"line"`
	Imports [][2]interface{} `json:"imports"`
}

func main() {
	root := os.Args[1]
	out := []file{}
	fset := token.NewFileSet()
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		rel := sc.Text()
		f, err := parser.ParseFile(fset, filepath.Join(root, rel), nil, parser.ImportsOnly)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", rel, err)
		}
		if f == nil {
			continue
		}
		rec := file{Path: rel, Package: f.Name.Name, Line: fset.Position(f.Package).Line, Imports: [][2]interface{}{}}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			rec.Imports = append(rec.Imports, [2]interface{}{p, fset.Position(imp.Path.Pos()).Line})
		}
		out = append(out, rec)
	}
	json.NewEncoder(os.Stdout).Encode(out)
}
