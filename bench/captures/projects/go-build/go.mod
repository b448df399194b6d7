module example.com/buildme

go 1.19
