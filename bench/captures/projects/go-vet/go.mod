module example.com/vetme

go 1.19
