auto
